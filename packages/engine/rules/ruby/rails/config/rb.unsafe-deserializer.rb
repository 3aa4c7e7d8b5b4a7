# vigil: rb.unsafe-deserializer
Rails.application.config.action_dispatch.cookies_serializer = :marshal
# vigil: rb.unsafe-deserializer
Rails.application.config.action_dispatch.cookies_serializer = :hybrid
# vigil-ok: rb.unsafe-deserializer
Rails.application.config.action_dispatch.cookies_serializer = :json

module SettingsCache
  def self.restore(blob)
    # vigil: rb.unsafe-deserializer
    Marshal.load(blob)
  end

  def self.import(text)
    # vigil: rb.unsafe-deserializer
    YAML.load(text)
  end

  def self.import_any(text)
    # vigil: rb.unsafe-deserializer
    Psych.unsafe_load(text)
  end

  def self.import_safe(text)
    # vigil-ok: rb.unsafe-deserializer
    YAML.safe_load(text, permitted_classes: [Date])
  end

  def self.defaults
    # vigil-ok: rb.unsafe-deserializer
    YAML.load(File.read(Rails.root.join('config', 'defaults.yml')))
  end

  def self.decode(blob)
    # vigil: rb.unsafe-deserializer
    Marshal.load(Base64.decode64(blob))
  end

  def self.database(path)
    config = ERB.new(IO.read(path)).result
    # vigil-ok: rb.unsafe-deserializer
    YAML.unsafe_load(config)
  end

  def self.literal
    # vigil-ok: rb.unsafe-deserializer
    YAML.load("--- {a: 1}")
  end
end
