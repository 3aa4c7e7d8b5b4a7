require 'net/http'
require 'openssl'

module Transport
  def self.legacy(host)
    http = Net::HTTP.new(host, 443)
    http.use_ssl = true
    # vigil: rb.weak-tls
    http.ssl_version = :TLSv1
    http
  end

  def self.context
    ctx = OpenSSL::SSL::SSLContext.new
    # vigil: rb.weak-tls
    ctx.min_version = OpenSSL::SSL::TLS1_VERSION
    ctx
  end

  def self.old_context
    # vigil: rb.weak-tls
    OpenSSL::SSL::SSLContext.new(:SSLv3)
  end

  def self.options
    # vigil: rb.weak-tls
    { ssl_version: :TLSv1_1, verify_mode: OpenSSL::SSL::VERIFY_PEER }
  end

  def self.modern(host)
    http = Net::HTTP.new(host, 443)
    # vigil-ok: rb.weak-tls
    http.min_version = OpenSSL::SSL::TLS1_2_VERSION
    # vigil-ok: rb.weak-tls
    http.ssl_version = :TLSv1_2
    http
  end
end
