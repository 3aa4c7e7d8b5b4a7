class SendArraySafesinkController < ApplicationController
  before_action :load_record

  def show
    param = params[:term].to_s
    xs = ['fixed', param]
    bar = xs[1]
    # vigil-ok: rb.unsafe-reflection
    value = @record.public_send(:summary)
    render plain: 'ok'
  end

  def load_record
    @record = Report.find(params[:id])
  end
end
