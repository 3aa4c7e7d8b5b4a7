class ConstantizeHashSafesinkController < ApplicationController
  def show
    param = params[:term].to_s
    opts = { 'a' => 'fixed', 'b' => param }
    bar = opts['b']
    # vigil-ok: rb.unsafe-reflection
    klass = bar.safe_constantize if %w[Report Invoice].include?(bar)
    render plain: 'ok'
  end
end
