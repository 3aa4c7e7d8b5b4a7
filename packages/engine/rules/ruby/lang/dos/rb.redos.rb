# vigil: rb.redos
EMAIL = /\A([a-zA-Z0-9]+\.?)+@example\.com\z/

def valid_name?(s)
  # vigil: rb.redos
  s.match?(/\A(\w+\s?)*\z/)
end

# vigil-ok: rb.redos
SLUG = /\A[a-z0-9]+(?:-[a-z0-9]+)*\z/
# vigil-ok: rb.redos
WORDS = /\A(\w+\s?)++\z/
