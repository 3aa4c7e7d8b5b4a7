class OrdersController < ApplicationController
  def create
    @order = Order.new(order_params)
    # vigil: rb.debug-enabled
    binding.pry
    # vigil: rb.debug-enabled
    byebug
    # vigil-ok: rb.debug-enabled
    Rails.logger.debug("order #{@order.id}")
    @order.save!
  end
end

Rails.application.configure do
  config.eager_load = true
  # vigil: rb.debug-enabled
  config.consider_all_requests_local = true
end

Rails.application.configure do
  config.enable_reloading = true
  config.eager_load = false
  # vigil-ok: rb.debug-enabled
  config.consider_all_requests_local = true
end
