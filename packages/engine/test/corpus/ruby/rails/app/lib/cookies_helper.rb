module CookiesHelper
  def remember(user)
    # vigil: rb.cookie-insecure
    cookies[:remember_token] = { value: user.remember_token, expires: 30.days }
    # vigil-ok: rb.cookie-insecure
    cookies.encrypted[:session_hint] = { value: user.id, secure: true, httponly: true, same_site: :strict }
  end
end
