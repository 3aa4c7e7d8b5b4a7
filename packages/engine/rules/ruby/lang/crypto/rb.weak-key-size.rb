require "openssl"

module Signing
  def self.legacy_key
    # vigil: rb.weak-key-size
    OpenSSL::PKey::RSA.new(1024)
  end

  def self.legacy_dsa
    # vigil: rb.weak-key-size
    OpenSSL::PKey::DSA.generate 1024
  end

  def self.key
    # vigil-ok: rb.weak-key-size
    OpenSSL::PKey::RSA.new(3072)
  end

  def self.load(pem)
    # vigil-ok: rb.weak-key-size
    OpenSSL::PKey::RSA.new(pem)
  end
end
