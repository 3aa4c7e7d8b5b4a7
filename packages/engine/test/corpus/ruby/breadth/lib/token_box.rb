require 'openssl'

class TokenBox
  def initialize(key)
    @key = key
  end

  def seal_fixed(token)
    c = OpenSSL::Cipher.new('aes-128-cbc').encrypt
    c.key = @key
    # vigil: rb.static-iv
    c.iv = 'tokenbox-iv-0001'
    c.update(token) + c.final
  end

  def seal(token)
    c = OpenSSL::Cipher.new('aes-128-cbc').encrypt
    c.key = @key
    # vigil-ok: rb.static-iv
    iv = c.random_iv
    iv + c.update(token) + c.final
  end
end
