class RawHelperSafesinkController < ApplicationController
  def show
    param = params[:term].to_s
    bar = pass_value(param)
    # vigil-ok: rb.xss
    render html: raw("<p>#{ERB::Util.html_escape(bar)}</p>")
  end

  private

  def pass_value(v)
    v.to_s.strip
  end
end
