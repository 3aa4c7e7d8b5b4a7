require 'openssl'

def encrypt_id(key, id)
  # vigil: rb.ecb-mode
  c = OpenSSL::Cipher.new('AES-128-ECB')
  c.encrypt
  c.key = key
  c.update(id.to_s) + c.final
end

def encrypt_gcm(key, id)
  # vigil-ok: rb.ecb-mode
  c = OpenSSL::Cipher.new('aes-256-gcm')
  c.encrypt
  c.key = key
  c.update(id.to_s) + c.final
end
