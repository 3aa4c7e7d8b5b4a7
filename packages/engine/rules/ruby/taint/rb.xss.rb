class CommentsController < ApplicationController
  def show
    body = params[:body]
    # vigil: rb.xss
    @html = "<p>#{body}</p>".html_safe
    # vigil-ok: rb.xss
    @safe = "<p>#{ERB::Util.html_escape(body)}</p>".html_safe
    # vigil: rb.xss
    render html: raw(body)
  end
end
