class SessionsController < ApplicationController
  def create
    # vigil: rb.cookie-insecure
    cookies[:remember_token] = { value: @user.remember_token, expires: 2.weeks.from_now }
    # vigil: rb.cookie-insecure
    cookies.signed[:uid] = { value: @user.id, httponly: false, secure: true }
    # vigil-ok: rb.cookie-insecure
    cookies[:sid] = { value: session.id, secure: true, httponly: true, same_site: :lax }
    # vigil-ok: rb.cookie-insecure
    cookies[:theme] = 'dark'
  end
end

# vigil: rb.cookie-insecure
Rails.application.config.session_store :cookie_store, key: '_shop_session', secure: false
