class UsersController < ApplicationController
  def index
    name = params[:name]
    # vigil: rb.sql-injection
    @users = User.where("name = '#{name}'")
    # vigil-ok: rb.sql-injection
    @users = User.where(name: name)
    # vigil-ok: rb.sql-injection
    @users = User.where("name = ?", name)
    # vigil: rb.sql-injection
    @rows = User.find_by_sql("SELECT * FROM users WHERE email = '" + params[:email] + "'")
    # vigil-ok: rb.sql-injection
    @page = User.limit(20).offset(params[:page].to_i * 20)
    sort = params[:sort]
    sort = "created_at" unless %w[name created_at].include?(sort)
    # vigil-ok: rb.sql-injection
    @sorted = User.order(sort)
    # vigil: rb.sql-injection
    ActiveRecord::Base.connection.execute("DELETE FROM sessions WHERE token = '#{cookies[:token]}'")
  end
end
