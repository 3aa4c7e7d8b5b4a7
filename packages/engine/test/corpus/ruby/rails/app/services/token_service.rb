require "digest"
require "openssl"
require "securerandom"
require "net/http"
require "jwt"

class TokenService
  # vigil: rb.hardcoded-password
  ADMIN_PASSWORD = "Adm!nPassw0rd"
  # vigil-ok: rb.hardcoded-password
  SMTP_PASSWORD = ENV.fetch("SMTP_PASSWORD", "")

  def password_digest(password)
    # vigil: rb.weak-hash
    Digest::MD5.hexdigest(password)
  end

  def legacy_digest(token)
    # vigil: rb.weak-hash
    Digest::SHA1.hexdigest(token)
  end

  def file_digest(data)
    # vigil-ok: rb.weak-hash
    Digest::SHA256.hexdigest(data)
  end

  def reset_token
    # vigil: rb.insecure-random
    rand(36**20).to_s(36)
  end

  def reset_token_safe
    # vigil-ok: rb.insecure-random
    SecureRandom.urlsafe_base64(24)
  end

  def encrypt_legacy(data, key)
    # vigil: rb.weak-cipher
    cipher = OpenSSL::Cipher.new("des-ede3-cbc")
    cipher.encrypt
    cipher.key = key
    cipher.update(data) + cipher.final
  end

  def encrypt_ecb(data, key)
    # vigil: rb.ecb-mode
    cipher = OpenSSL::Cipher.new("aes-256-ecb")
    cipher.encrypt
    cipher.key = key
    cipher.update(data) + cipher.final
  end

  def encrypt(data, key)
    # vigil-ok: rb.ecb-mode, rb.weak-cipher
    cipher = OpenSSL::Cipher.new("aes-256-gcm")
    cipher.encrypt
    cipher.key = key
    iv = cipher.random_iv
    iv + cipher.update(data) + cipher.final + cipher.auth_tag
  end

  def partner_status
    http = Net::HTTP.new("partner.example.com", 443)
    http.use_ssl = true
    # vigil: rb.tls-verify-disabled
    http.verify_mode = OpenSSL::SSL::VERIFY_NONE
    http.get("/status").code
  end

  def partner_status_verified
    http = Net::HTTP.new("partner.example.com", 443)
    http.use_ssl = true
    # vigil-ok: rb.tls-verify-disabled
    http.verify_mode = OpenSSL::SSL::VERIFY_PEER
    http.ca_file = ENV.fetch("PARTNER_CA_FILE", "/etc/ssl/certs/partner-ca.pem")
    http.get("/status").code
  end

  def claims(token)
    # vigil: rb.jwt-no-verify
    JWT.decode(token, nil, false).first
  end

  def verified_claims(token, key)
    # vigil-ok: rb.jwt-no-verify
    JWT.decode(token, key, true, { algorithm: "HS256" }).first
  end
end
