class XssFormatSafesinkController < ApplicationController
  def show
    param = params[:term].to_s
    bar = format('%s', param)
    # vigil-ok: rb.xss
    render html: "<p>#{ERB::Util.html_escape(bar)}</p>".html_safe
  end
end
