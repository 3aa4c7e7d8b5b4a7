require 'yaml'
require 'openssl'
require 'digest'
require 'net/http'

module LegacyTools
  def self.load_settings(text)
    # vigil: rb.unsafe-deserializer
    YAML.load(text)
  end

  def self.load_settings_safe(text)
    # vigil-ok: rb.unsafe-deserializer
    YAML.safe_load(text, permitted_classes: [Date])
  end

  def self.restore(blob)
    # vigil: rb.unsafe-deserializer
    Marshal.load(blob)
  end

  def self.calc(expr)
    # vigil: rb.eval-nonliteral
    eval(expr)
  end

  def self.calc_const
    # vigil-ok: rb.code-injection
    eval("1 + 2")
  end

  def self.archive(dir)
    # vigil: rb.command-nonliteral
    `tar czf /tmp/out.tgz #{dir}`
    # vigil: rb.command-nonliteral
    system("tar czf /tmp/out.tgz #{dir}")
    # vigil-ok: rb.command-injection
    system("tar", "czf", "/tmp/out.tgz", dir)
    # vigil-ok: rb.command-injection
    `uptime`
  end

  def self.fetch(path)
    # vigil: rb.command-nonliteral
    open(path).read
  end

  def self.fetch_file(path)
    # vigil-ok: rb.command-injection
    File.open(path).read
  end

  def self.client(host)
    http = Net::HTTP.new(host, 443)
    http.use_ssl = true
    # vigil: rb.tls-verify-disabled
    http.verify_mode = OpenSSL::SSL::VERIFY_NONE
    http
  end

  def self.client_ok(host)
    http = Net::HTTP.new(host, 443)
    # vigil-ok: rb.tls-verify-disabled
    http.verify_mode = OpenSSL::SSL::VERIFY_PEER
    http
  end

  def self.seal(key, data)
    # vigil: rb.ecb-mode
    c = OpenSSL::Cipher.new('aes-128-ecb')
    # vigil: rb.weak-cipher
    d = OpenSSL::Cipher.new('des-cbc')
    # vigil-ok: rb.ecb-mode, rb.weak-cipher
    g = OpenSSL::Cipher.new('aes-256-gcm')
    [c, d, g]
  end

  def self.fingerprint(data)
    # vigil: rb.weak-hash
    Digest::MD5.hexdigest(data)
  end

  def self.fingerprint_ok(data)
    # vigil-ok: rb.weak-hash
    Digest::SHA256.hexdigest(data)
  end

  def self.badge(label)
    # vigil: rb.xss-sanitizer-bypass
    "<span>#{label}</span>".html_safe
  end
end
