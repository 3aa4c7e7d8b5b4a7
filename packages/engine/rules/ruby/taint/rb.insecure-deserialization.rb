class StateController < ApplicationController
  def load
    # vigil: rb.insecure-deserialization
    state = Marshal.load(Base64.decode64(params[:state]))
    # vigil-ok: rb.insecure-deserialization
    prefs = JSON.parse(params[:prefs])
    # vigil-ok: rb.insecure-deserialization
    conf = YAML.safe_load(params[:conf])
    render json: [state, prefs, conf]
  end
end
