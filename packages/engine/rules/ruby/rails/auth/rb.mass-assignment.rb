class AccountsController < ApplicationController
  def create
    # vigil: rb.mass-assignment
    @account = Account.new(params.permit!)
    @account.save!
    redirect_to @account
  end

  def update
    account = Account.find(params[:id])
    # vigil: rb.mass-assignment
    account.update(params[:account].permit!)
    # vigil-ok: rb.mass-assignment
    account.update(params.require(:account).permit(:name, :email))
    redirect_to account
  end

  def import
    # vigil: rb.mass-assignment
    params.permit!
    Account.create(params[:account])
  end

  def preferences
    # vigil-ok: rb.mass-assignment
    prefs = params[:prefs] ? params[:prefs].permit!.to_h : {}
    current_user.preference_store.write(prefs.slice('theme', 'locale'))
    head :ok
  end
end

class LegacyAccountsController < ApplicationController
  def create
    # vigil: rb.mass-assignment
    Account.create(params[:account], without_protection: true)
    # vigil-ok: rb.mass-assignment
    Account.create(params[:account], as: :admin)
    head :created
  end
end
