require 'digest'

class User
  def password_digest_for(pw)
    # vigil: rb.weak-hash
    Digest::MD5.hexdigest(pw)
  end

  def signature(body)
    # vigil: rb.weak-hash
    OpenSSL::Digest.new('SHA1').hexdigest(body)
  end

  def etag(body)
    # vigil-ok: rb.weak-hash
    Digest::SHA256.hexdigest(body)
  end
end
