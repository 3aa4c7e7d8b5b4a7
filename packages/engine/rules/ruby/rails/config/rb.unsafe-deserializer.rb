# vigil: rb.unsafe-deserializer
Rails.application.config.action_dispatch.cookies_serializer = :marshal
# vigil: rb.unsafe-deserializer
Rails.application.config.action_dispatch.cookies_serializer = :hybrid
# vigil-ok: rb.unsafe-deserializer
Rails.application.config.action_dispatch.cookies_serializer = :json
