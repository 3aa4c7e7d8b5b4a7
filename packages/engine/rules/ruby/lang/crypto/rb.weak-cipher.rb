require 'openssl'

def encrypt_legacy(key, iv, data)
  # vigil: rb.weak-cipher
  c = OpenSSL::Cipher.new('des-ede3-cbc')
  c.encrypt
  c.key = key
  c.iv = iv
  c.update(data) + c.final
end

def encrypt_modern(key, data)
  # vigil-ok: rb.weak-cipher
  c = OpenSSL::Cipher.new('aes-256-gcm')
  c.encrypt
  c.key = key
  c.random_iv
  c.update(data) + c.final
end
