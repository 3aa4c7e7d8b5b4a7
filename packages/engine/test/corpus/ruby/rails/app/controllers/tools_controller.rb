require "open3"
require "net/http"
require "open-uri"
require "shellwords"

class ToolsController < ApplicationController
  EXPORT_DIR = Rails.root.join("storage", "exports")

  def ping
    host = params[:host]
    # vigil: rb.command-injection
    output = `ping -c 1 #{host}`
    # vigil-ok: rb.command-injection
    output2, _status = Open3.capture2("ping", "-c", "1", host)
    render plain: output + output2
  end

  def archive
    # vigil: rb.command-injection
    system("tar czf /tmp/export.tgz #{params[:dir]}")
    # vigil-ok: rb.command-injection
    system("tar", "czf", "/tmp/export.tgz", params[:dir].to_s)
    # vigil-ok: rb.command-injection
    system("tar czf /tmp/export.tgz #{Shellwords.escape(params[:dir])}")
    head :accepted
  end

  def convert
    # vigil: rb.command-injection
    exec("libreoffice --convert-to pdf " + params[:file])
  end

  def download
    # vigil: rb.path-traversal
    send_file File.join(EXPORT_DIR, params[:name])
  end

  def download_safe
    # vigil-ok: rb.path-traversal
    send_file File.join(EXPORT_DIR, File.basename(params[:name]))
  end

  def read_log
    # vigil: rb.path-traversal
    render plain: File.read("/var/log/app/#{params[:log]}")
  end

  def fetch
    # vigil: rb.ssrf
    body = Net::HTTP.get(URI(params[:url]))
    render plain: body.bytesize.to_s
  end

  def fetch_open
    # vigil: rb.ssrf
    data = URI.parse(params[:feed]).open.read
    render plain: data.bytesize.to_s
  end

  def fetch_status
    # vigil-ok: rb.ssrf
    body = Net::HTTP.get(URI("https://status.example.com/api/v2/status.json"))
    render json: body
  end
end
