module HelpersSupport
  def self.eq_clause(column, value)
    "#{column} = '#{value}'"
  end

  def self.digits(value)
    value.to_s.gsub(/\D/, "")
  end
end
