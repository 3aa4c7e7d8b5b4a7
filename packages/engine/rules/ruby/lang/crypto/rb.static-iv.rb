require 'openssl'

module Sealer
  def self.seal_legacy(key, data)
    c = OpenSSL::Cipher.new('aes-256-cbc').encrypt
    c.key = key
    # vigil: rb.static-iv
    c.iv = '0123456789abcdef'
    c.update(data) + c.final
  end

  def self.seal_zero(key, data)
    c = OpenSSL::Cipher.new('aes-256-ctr').encrypt
    c.key = key
    # vigil: rb.static-iv
    c.iv = "\0" * 16
    c.update(data) + c.final
  end

  def self.seal(key, data)
    c = OpenSSL::Cipher.new('aes-256-gcm').encrypt
    c.key = key
    # vigil-ok: rb.static-iv
    iv = c.iv = c.random_iv
    [iv, c.update(data) + c.final, c.auth_tag]
  end

  def self.open(key, iv, data)
    d = OpenSSL::Cipher.new('aes-256-cbc').decrypt
    d.key = key
    # vigil-ok: rb.static-iv
    d.iv = iv
    d.update(data) + d.final
  end
end
