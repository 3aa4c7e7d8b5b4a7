class ApplicationController < ActionController::Base
  # vigil-ok: rb.csrf-disabled
  protect_from_forgery with: :exception
end

class LegacyController < ActionController::Base
  # vigil: rb.csrf-disabled
  protect_from_forgery
end

class WidgetsController < ApplicationController
  # vigil: rb.csrf-disabled
  protect_from_forgery with: :null_session, prepend: true
  # vigil: rb.csrf-disabled
  skip_before_action :verify_authenticity_token, only: [:update]

  def update
    widget = current_user.widgets.find(params[:id])
    widget.update(name: params[:name])
    redirect_to widget
  end
end

class DeployHookController < ActionController::Base
  include ActiveSupport::SecurityUtils
  before_action :check_signature
  # vigil-ok: rb.csrf-disabled
  skip_before_action :verify_authenticity_token

  def create
    DeployJob.perform_later(params[:ref].to_s)
    head :accepted
  end

  private

  def check_signature
    expected = OpenSSL::HMAC.hexdigest('SHA256', ENV.fetch('DEPLOY_SECRET'), request.raw_post)
    head :forbidden unless secure_compare(expected, request.headers['X-Signature'].to_s)
  end
end

module Storefront
  class Application < Rails::Application
    # vigil: rb.csrf-disabled
    config.action_controller.default_protect_from_forgery = false
    # vigil-ok: rb.csrf-disabled
    config.action_controller.forgery_protection_origin_check = true
  end
end
