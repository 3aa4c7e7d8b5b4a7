require 'yaml'
require 'open3'

class Exporter
  def initialize(dir)
    @dir = dir
  end

  def compress(name)
    # vigil: rb.command-nonliteral
    system("gzip -9 #{name}")
    # vigil-ok: rb.command-nonliteral
    system('gzip', '-9', name)
  end

  def checksum(file)
    # vigil: rb.command-nonliteral
    out = %x(sha256sum #{file})
    out
  end

  def list(pattern)
    # vigil: rb.command-nonliteral
    stdout, _ = Open3.capture3("ls #{pattern}")
    stdout
  end

  def restore(payload)
    # vigil: rb.unsafe-deserializer
    Marshal.restore(payload)
  end

  def settings(raw)
    # vigil: rb.unsafe-deserializer
    YAML.unsafe_load(raw)
  end

  def settings_ok(raw)
    # vigil-ok: rb.unsafe-deserializer
    YAML.safe_load(raw)
  end

  def compute(expression)
    # vigil: rb.eval-nonliteral
    Kernel.eval(expression)
  end

  def title_tag(title)
    # vigil: rb.xss-sanitizer-bypass
    "<h1>#{title}</h1>".html_safe
  end

  def title_tag_ok(title)
    # vigil-ok: rb.xss-sanitizer-bypass
    "<h1>#{ERB::Util.html_escape(title)}</h1>".html_safe
  end

  def cipher
    # vigil: rb.weak-cipher
    OpenSSL::Cipher.new('bf-cbc')
  end
end
