class ConstantizeHashOtherCleanController < ApplicationController
  def show
    param = params[:term].to_s
    opts = { 'a' => 'fixed', 'b' => param }
    bar = opts['a']
    # vigil-ok: rb.unsafe-reflection
    klass = bar.constantize
    render plain: 'ok'
  end
end
