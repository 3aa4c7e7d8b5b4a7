class ReportsController < ApplicationController
  ALLOWED = %w[daily weekly].freeze

  def show
    # vigil: rb.unsafe-reflection
    klass = params[:type].constantize
    # vigil: rb.unsafe-reflection
    data = Report.send(params[:method])
    kind = params[:kind]
    if ALLOWED.include?(kind)
      # vigil-ok: rb.unsafe-reflection
      data = Report.public_send(kind)
    end
    # vigil-ok: rb.unsafe-reflection
    summary = Report.send(:summary)
    render json: [klass, data, summary]
  end
end
