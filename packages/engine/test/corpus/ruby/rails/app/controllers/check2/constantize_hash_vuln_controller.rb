class ConstantizeHashVulnController < ApplicationController
  def show
    param = params[:term].to_s
    opts = { 'a' => 'fixed', 'b' => param }
    bar = opts['b']
    # vigil: rb.unsafe-reflection
    klass = bar.constantize
    render plain: 'ok'
  end
end
