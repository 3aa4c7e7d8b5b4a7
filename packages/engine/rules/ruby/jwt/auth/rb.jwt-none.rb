require 'jwt'

def unsigned(claims)
  # vigil: rb.jwt-none
  JWT.encode(claims, nil, 'none')
end

def parse(token, key)
  # vigil: rb.jwt-none
  JWT.decode(token, key, true, algorithms: ['HS256', 'none'])
end

def parse_safe(token, key)
  # vigil-ok: rb.jwt-none
  JWT.decode(token, key, true, algorithm: 'HS256')
end
