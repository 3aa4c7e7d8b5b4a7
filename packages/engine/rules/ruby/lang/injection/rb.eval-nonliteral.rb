module Formula
  def self.calc(expr)
    # vigil: rb.eval-nonliteral
    eval(expr)
  end

  def self.field(record, name)
    # vigil: rb.eval-nonliteral
    eval("record.#{name}")
  end

  def self.configure(settings, code = nil)
    # vigil: rb.eval-nonliteral
    settings.instance_eval(code)
  end

  def self.constant
    # vigil-ok: rb.eval-nonliteral
    eval("1 + 2")
  end

  def self.load_dsl(path)
    # vigil-ok: rb.eval-nonliteral
    instance_eval(File.read(path))
  end

  def self.block(settings, &blk)
    # vigil-ok: rb.eval-nonliteral
    settings.instance_eval(&blk)
  end
end
