# Settings of the legacy partner portal, still served from the old cluster.
Rails.application.configure do
  # vigil: rb.cleartext-transport
  config.force_ssl = false
  # vigil: rb.unsafe-deserializer
  config.action_dispatch.cookies_serializer = :hybrid
  # vigil-ok: rb.xss-sanitizer-bypass
  config.active_support.escape_html_entities_in_json = true
end

# vigil-ok: rb.unsafe-deserializer
Rails.application.config.action_dispatch.cookies_serializer = :json
