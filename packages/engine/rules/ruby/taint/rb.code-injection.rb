class CalcController < ApplicationController
  def show
    # vigil: rb.code-injection
    result = eval(params[:expr])
    # vigil-ok: rb.code-injection
    fixed = eval("1 + 1")
    render plain: (result + fixed).to_s
  end
end
