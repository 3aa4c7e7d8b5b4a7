require "open3"
require "openssl"
require "digest"
require "net/http"
require "yaml"

class ParcelsController < ApplicationController
  # vigil: rb.csrf-disabled
  skip_before_action :verify_authenticity_token

  def search
    # vigil: rb.sql-injection
    @parcels = Parcel.where("tracking = '#{params[:tracking]}'")
    # vigil-ok: rb.sql-injection
    @mine = Parcel.where(tracking: params[:tracking])
  end

  def sorted
    # vigil: rb.sql-injection
    @parcels = Parcel.order("#{params[:sort]} ASC")
  end

  def create
    # vigil: rb.mass-assignment
    @parcel = Parcel.create(params.permit!)
    # vigil-ok: rb.mass-assignment
    @other = Parcel.create(params.require(:parcel).permit(:tracking, :weight))
  end

  def label
    # vigil: rb.command-injection
    system("lp -d labels #{params[:file]}")
    # vigil-ok: rb.command-injection
    system("lp", "-d", "labels", params[:file].to_s)
  end

  def convert
    # vigil: rb.command-injection
    out, _status = Open3.capture2("convert #{params[:image]} /tmp/out.png")
    render plain: out
  end

  def calc
    # vigil: rb.code-injection
    result = eval(params[:expr])
    render plain: result.to_s
  end

  def dispatch_action
    # vigil: rb.unsafe-reflection
    Parcel.new.send(params[:op])
    # vigil-ok: rb.unsafe-reflection
    Parcel.new.public_send(%w[weight tracking].include?(params[:op]) ? params[:op] : "weight")
  end

  def kind
    # vigil: rb.unsafe-reflection
    klass = params[:kind].constantize
    render plain: klass.name
  end

  def attachment
    # vigil: rb.path-traversal
    send_file Rails.root.join("storage", params[:name])
    # vigil-ok: rb.path-traversal
    send_file Rails.root.join("storage", File.basename(params[:name].to_s))
  end

  def back
    # vigil: rb.open-redirect
    redirect_to params[:return_to]
    # vigil-ok: rb.open-redirect
    redirect_to parcels_path
  end

  def preview
    # vigil: rb.template-injection
    render inline: params[:template]
  end

  def notes
    # vigil: rb.xss
    render html: params[:note].html_safe
    # vigil-ok: rb.xss
    render html: ERB::Util.html_escape(params[:note])
  end

  def webhook
    uri = URI(params[:callback])
    # vigil: rb.ssrf
    Net::HTTP.get(uri)
  end

  def restore
    # vigil: rb.insecure-deserialization
    data = Marshal.load(Base64.decode64(params[:state]))
    # vigil: rb.insecure-deserialization
    cfg = YAML.load(params[:config])
    # vigil-ok: rb.insecure-deserialization
    safe = YAML.safe_load(params[:config])
    render json: [data, cfg, safe]
  end

  def remember(token)
    # vigil: rb.cookie-insecure
    cookies[:remember] = { value: token, httponly: false, secure: false }
    # vigil-ok: rb.cookie-insecure
    cookies[:remember2] = { value: token, httponly: true, secure: true }
  end
end
