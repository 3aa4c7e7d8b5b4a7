require "open3"
require "shellwords"

class ToolsController < ApplicationController
  def ping
    host = params[:host]
    # vigil: rb.command-injection
    system("ping -c 1 #{host}")
    # vigil-ok: rb.command-injection
    system("ping", "-c", "1", host)
    # vigil: rb.command-injection
    out = `nslookup #{host}`
    # vigil-ok: rb.command-injection
    out2 = `nslookup #{Shellwords.escape(host)}`
    # vigil: rb.command-injection
    stdout, status = Open3.capture2("dig " + host)
    # vigil-ok: rb.command-injection
    uptime = `uptime`
    render plain: out + out2 + stdout + uptime
  end
end
