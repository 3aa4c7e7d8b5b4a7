module Sortable
  extend ActiveSupport::Concern

  def sort_column(value)
    value.to_s.gsub(/[^a-z_]/, "")
  end

  def sort_clause(value)
    "#{value} ASC"
  end
end
