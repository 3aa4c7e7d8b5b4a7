class PasswordReset
  CHARS = [*'a'..'z', *'0'..'9'].freeze

  def generate_token
    # vigil: rb.insecure-random
    Array.new(32) { CHARS.sample }.join
  end

  def assign(user)
    # vigil: rb.insecure-random
    user.otp_code = rand(100_000..999_999)
  end

  def pick_mirror(mirrors)
    # vigil-ok: rb.insecure-random
    mirrors.sample
  end

  def temporary_password
    # vigil-ok: rb.insecure-random
    password = CHARS.shuffle(random: SecureRandom).first(12).join
    password
  end

  def weak_password
    # vigil: rb.insecure-random
    password = CHARS.shuffle.first(12).join
    password
  end

  def secure_token
    # vigil-ok: rb.insecure-random
    SecureRandom.urlsafe_base64(32)
  end
end

module ResetTokens
  def self.reset_token
    # vigil: rb.insecure-random
    rand(10**12).to_s(36)
  end

  def self.page_size
    # vigil-ok: rb.insecure-random
    rand(10..50)
  end
end
