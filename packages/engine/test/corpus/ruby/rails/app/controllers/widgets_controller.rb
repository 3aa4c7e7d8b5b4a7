class WidgetsController < ApplicationController
  # A dashboard of widgets whose class the request names; preferences stored per plugin.

  def create
    # vigil: rb.unsafe-reflection
    klass = Object.const_get(params[:kind])
    widget = klass.new(title: params[:title])
    render json: { id: widget.id }
  end

  def create_checked
    kind =
      begin
        # vigil-ok: rb.unsafe-reflection
        Object.const_get(params[:kind])
      rescue NameError
        nil
      end
    kind = kind && kind < Widget ? kind : Widget
    render json: { id: kind.new(title: params[:title]).id }
  end

  def attach
    # vigil-ok: rb.unsafe-reflection
    klass = params[:owner_type].camelize.safe_constantize
    return head(:bad_request) unless klass && klass < ApplicationRecord
    owner = klass.find(params[:owner_id])
    render json: { owner: owner.id }
  end

  def preference
    plugin = Plugin.find(params[:id])
    # vigil-ok: rb.unsafe-reflection
    value = Preference.send("plugin_#{plugin.id}")
    # vigil: rb.unsafe-reflection
    other = Preference.send("#{params[:setting]}")
    render json: { value: value, other: other }
  end

  def search
    # vigil-ok: rb.sql-injection
    by_name = Widget.where(name: params[:name])
    # vigil-ok: rb.sql-injection
    by_owner = Widget.where("owner_id = ? AND state = ?", params[:owner], "open")
    # vigil-ok: rb.sql-injection
    by_range = Widget.where(["created_at > ?", params[:since]])
    # vigil: rb.sql-injection
    raw = Widget.where("title LIKE '%#{params[:q]}%'")
    # vigil: rb.sql-injection
    sorted = Widget.order("#{params[:sort]} DESC")
    render json: [by_name, by_owner, by_range, raw, sorted].map(&:count)
  end
end
