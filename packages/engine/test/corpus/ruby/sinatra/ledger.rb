require 'sinatra'
require 'sequel'
require 'pg'

# A small ledger service: Sequel for the entries, a raw pg connection for the nightly totals.
DB = Sequel.connect(ENV.fetch('LEDGER_DATABASE_URL'))
TOTALS = PG.connect(dbname: 'ledger_totals')

SORTABLE = %w[booked_on amount payee].freeze

get '/entries' do
  # vigil: rb.sql-injection
  rows = DB.fetch("SELECT * FROM entries WHERE payee = '#{params[:payee]}'").all
  # vigil-ok: rb.sql-injection
  same = DB.fetch('SELECT * FROM entries WHERE payee = ?', params[:payee]).all
  (rows + same).size.to_s
end

get '/entries/above' do
  # vigil: rb.sql-injection
  big = DB[:entries].where(Sequel.lit("amount > #{params[:min]}")).all
  # vigil-ok: rb.sql-injection
  also = DB[:entries].where(Sequel.lit('amount > ?', params[:min].to_f)).all
  (big + also).size.to_s
end

get '/entries/sorted' do
  column = SORTABLE.include?(params[:by]) ? params[:by] : 'booked_on'
  # vigil-ok: rb.sql-injection
  DB.fetch("SELECT * FROM entries ORDER BY #{column}").all.size.to_s
end

post '/entries/:id/void' do
  # vigil: rb.sql-injection
  DB.run("UPDATE entries SET void = true WHERE id = #{params[:id]}")
  # vigil-ok: rb.sql-injection
  DB.run("UPDATE entries SET void = true WHERE id = #{params[:id].to_i}")
  'ok'
end

get '/totals' do
  # vigil: rb.sql-injection
  res = TOTALS.exec("SELECT total FROM totals WHERE account = '#{params[:account]}'")
  # vigil-ok: rb.sql-injection
  res2 = TOTALS.exec_params('SELECT total FROM totals WHERE account = $1', [params[:account]])
  (res.ntuples + res2.ntuples).to_s
end

get '/labels' do
  labels = { 'rent' => 'Rent', 'food' => 'Groceries' }
  # vigil-ok: rb.sql-injection
  labels.fetch(params[:kind], 'Other')
end
