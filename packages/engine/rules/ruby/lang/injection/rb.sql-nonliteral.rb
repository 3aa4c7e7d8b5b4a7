class Report < ApplicationRecord
  def self.owned_by(owner)
    # vigil: rb.sql-nonliteral
    where("owner = '#{owner}'")
  end

  def self.sorted(column)
    # vigil: rb.sql-nonliteral
    order("#{column} DESC")
  end

  def self.tagged(tag)
    # vigil: rb.sql-nonliteral
    find_by_sql("SELECT * FROM reports WHERE tag = '" + tag + "'")
  end

  def self.purge(days)
    # vigil: rb.sql-nonliteral
    connection.execute("DELETE FROM reports WHERE age > #{days}")
  end

  def self.owned_by_bound(owner)
    # vigil-ok: rb.sql-nonliteral
    where("owner = ?", owner)
  end

  def self.owned_by_hash(owner)
    # vigil-ok: rb.sql-nonliteral
    where(owner: owner)
  end

  def self.for_project(project)
    # vigil-ok: rb.sql-nonliteral
    where("#{table_name}.project_id = #{project.id.to_i}")
  end

  def self.tagged_bound(tag)
    # vigil-ok: rb.sql-nonliteral
    find_by_sql(["SELECT * FROM reports WHERE tag = ?", tag])
  end
end
