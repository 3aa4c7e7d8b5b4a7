require "openssl"
require "digest"
require "jwt"
require "net/http"
require "logger"

module ParcelCrypto
  # vigil: rb.hardcoded-key
  SIGNING_SECRET = "c2VjcmV0LXBhcmNlbC1zaWduaW5nLWtleS0yMDI2"

  def self.password_digest(password)
    # vigil: rb.weak-hash
    Digest::MD5.hexdigest(password)
  end

  def self.password_digest_ok(password)
    # vigil-ok: rb.weak-hash
    BCrypt::Password.create(password)
  end

  def self.legacy(data, key)
    # vigil: rb.weak-cipher
    c = OpenSSL::Cipher.new("des-ede3-cbc")
    c.encrypt
    c.key = key
    c.update(data) + c.final
  end

  def self.ecb(data, key)
    # vigil: rb.ecb-mode
    c = OpenSSL::Cipher.new("aes-256-ecb")
    c.encrypt
    c.key = key
    c.update(data) + c.final
  end

  def self.cbc(data, key)
    c = OpenSSL::Cipher.new("aes-256-cbc")
    c.encrypt
    c.key = key
    # vigil: rb.static-iv
    c.iv = "0000000000000000"
    c.update(data) + c.final
  end

  def self.gcm(data, key)
    c = OpenSSL::Cipher.new("aes-256-gcm")
    c.encrypt
    c.key = key
    # vigil-ok: rb.static-iv
    c.iv = c.random_iv
    c.update(data) + c.final
  end

  def self.keypair
    # vigil: rb.weak-key-size
    OpenSSL::PKey::RSA.new(1024)
  end

  def self.keypair_ok
    # vigil-ok: rb.weak-key-size
    OpenSSL::PKey::RSA.new(3072)
  end

  def self.reset_token
    # vigil: rb.insecure-random
    rand(10**12).to_s(36)
  end

  def self.reset_token_ok
    # vigil-ok: rb.insecure-random
    SecureRandom.hex(16)
  end

  def self.claims(token)
    # vigil: rb.jwt-no-verify
    JWT.decode(token, nil, false)
  end

  def self.claims_ok(token)
    # vigil-ok: rb.jwt-no-verify
    JWT.decode(token, SIGNING_SECRET, true, algorithm: "HS256")
  end

  def self.sign(payload)
    # vigil: rb.jwt-none
    JWT.encode(payload, nil, "none")
  end

  def self.fetch(host)
    http = Net::HTTP.new(host, 443)
    http.use_ssl = true
    # vigil: rb.tls-verify-disabled
    http.verify_mode = OpenSSL::SSL::VERIFY_NONE
    # vigil-ok: rb.tls-verify-disabled
    http.verify_mode = OpenSSL::SSL::VERIFY_PEER
    http.get("/")
  end

  def self.parse(xml)
    # vigil: rb.xxe-parser
    Nokogiri::XML(xml) { |config| config.noent }
  end

  def self.parse_ok(xml)
    # vigil-ok: rb.xxe-parser
    Nokogiri::XML(xml) { |config| config.nonet }
  end

  def self.audit(user, password)
    logger = Logger.new($stdout)
    # vigil: rb.cleartext-logging
    logger.info("login #{user} password=#{password}")
    # vigil-ok: rb.cleartext-logging
    logger.info("login #{user}")
  end

  def self.scratch(data)
    # vigil: rb.insecure-temp-file
    File.write("/tmp/parcel-export.csv", data)
    # vigil-ok: rb.insecure-temp-file
    Tempfile.create("parcel-export") { |f| f.write(data) }
  end
end
