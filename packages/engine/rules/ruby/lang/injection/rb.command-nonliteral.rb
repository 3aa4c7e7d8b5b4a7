require 'open3'
require 'shellwords'

module Backup
  def self.archive(dir, host)
    # vigil: rb.command-nonliteral
    `tar czf /tmp/backup.tgz #{dir}`
    # vigil: rb.command-nonliteral
    system("ping -c 1 #{host}")
    # vigil: rb.command-nonliteral
    out, _status = Open3.capture2("du -sh #{dir}")
    # vigil-ok: rb.command-nonliteral
    system("tar", "czf", "/tmp/backup.tgz", dir)
    # vigil-ok: rb.command-nonliteral
    `tar czf /tmp/backup.tgz #{Shellwords.escape(dir)}`
    # vigil-ok: rb.command-nonliteral
    `uptime`
    out
  end

  def self.read(path)
    # vigil: rb.command-nonliteral
    open(path).read
  end

  def self.append(path, line)
    # vigil: rb.command-nonliteral
    open(path, 'a') { |f| f.puts(line) }
  end

  def self.progress(open)
    # vigil-ok: rb.command-nonliteral
    open(open).sum(:done_ratio)
  end

  def self.read_file(path)
    # vigil-ok: rb.command-nonliteral
    File.open(path).read
  end
end
