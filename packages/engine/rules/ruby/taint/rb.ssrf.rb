require "net/http"

class ProxyController < ApplicationController
  def fetch
    # vigil: rb.ssrf
    body = Net::HTTP.get(URI(params[:url]))
    # vigil-ok: rb.ssrf
    status = Net::HTTP.get(URI("https://api.example.com/status"))
    # vigil: rb.ssrf
    resp = HTTParty.get(params[:target])
    render plain: body + status + resp.body
  end
end
