class SessionsController < ApplicationController
  def create
    # vigil: rb.open-redirect
    redirect_to params[:return_to]
  end

  def destroy
    # vigil-ok: rb.open-redirect
    redirect_to root_path
  end
end
