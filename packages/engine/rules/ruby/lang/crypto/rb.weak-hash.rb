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

  def diff_cache_key(path, rev)
    @cache_key = "diff/#{path}/" +
      # vigil-ok: rb.weak-hash
      Digest::MD5.hexdigest("#{path}-#{rev}")
  end

  def section_with_hash(text)
    # vigil-ok: rb.weak-hash
    hash = Digest::MD5.hexdigest(text)
    [text, hash]
  end

  def session_key(user)
    @session_key = "s/" +
      # vigil: rb.weak-hash
      Digest::MD5.hexdigest("#{user.id}-#{user.password_salt}")
  end
end
