class RawHelperVulnController < ApplicationController
  def show
    param = params[:term].to_s
    bar = pass_value(param)
    # vigil: rb.xss
    render html: raw("<p>#{bar}</p>")
  end

  private

  def pass_value(v)
    v.to_s.strip
  end
end
