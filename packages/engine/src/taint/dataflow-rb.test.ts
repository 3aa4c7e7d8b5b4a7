/** Dataflow features of the taint engine on small Ruby programs. */
import { describe, expect, it } from 'vitest';
import { scanProject, scanSnippet } from './testing.js';

const lines = (body: string, extra = '') =>
  scanSnippet('ruby', `class C < ApplicationController\n  def show\n${body}\n  end\n${extra}end\n`)
    .map((f) => f.startLine)
    .sort((a, b) => a - b);

describe('ruby dataflow', () => {
  it('Sinatra route blocks: the string they end with is the HTML response; receiver-only sinks at a line end', () => {
    const app = `require 'sinatra'\nget '/a' do\n  "<p>#{params[:n]}</p>"\nend\nget '/b' do\n  content_type :json\n  "#{params[:n]}"\nend\nget '/c' do\n  erb :c, locals: { n: params[:n] }\nend\nhelpers do\n  def f\n    params[:n].to_s.html_safe\n  end\nend\n`;
    expect(scanSnippet('ruby', app).map((f) => `${f.startLine}:${f.ruleId}`)).toEqual([
      '3:rb.xss',
      '14:rb.xss',
    ]);
    expect(scanSnippet('ruby', app.replace("require 'sinatra'", ''))).toEqual([
      expect.objectContaining({ startLine: 14 }),
    ]);
    // no other sink word in the file: the route line itself passes the prefilter
    expect(
      scanSnippet('ruby', `require 'sinatra'\n\nget '/a' do\n  "<p>#{params[:n]}</p>"\nend\n`).map(
        (f) => f.startLine,
      ),
    ).toEqual([4]);
  });
  it('aliasing, interpolation, hashes with constant keys, dead branches, <<', () => {
    const body = `a = params[:x]\nb = a\na = "const"\nsystem(a)\nsystem("ls #{b}")\nh = { k: b, s: "ok" }\nsystem(h[:s])\nsystem(h[:k])\nif 1 > 2\n  system(b)\nend\ns = +"echo "\ns << b\nsystem(s)`;
    expect(lines(body)).toEqual([7, 10, 16]);
  });
  it('methods of the same file through summaries', () => {
    const extra = `  def wrap(s)\n    "ls " + s\n  end\n  def run(c)\n    system(c)\n  end\n`;
    const body = `x = wrap(params[:a])\nsystem(x)\nrun(params[:b])`;
    expect(lines(body, extra)).toEqual([4, 11]);
  });
  it('case/if expressions assign per branch and fold; to_i and Date.parse clean; URI.parse(u).open fetches', () => {
    const body = `col = case "summary"\n      when "raw" then params[:col]\n      else "summary"\n      end\nReport.select(col)\nraw = if params[:x] then params[:col] else "id" end\nReport.select(raw)\nReport.where("id = #{params[:id].to_i}")\nReport.where("at > '#{Date.parse(params[:d])}'")\nURI.parse(params[:feed]).open.read`;
    expect(lines(body)).toEqual([9, 12]);
  });

  it('each blocks are loops: what they assign outside stays assigned', () => {
    const body = `ids = ""\nparams[:ids].to_a.each { |id| ids += "," + id }\nReport.where("id IN (#{ids})")\nsafe = ""\n[1, 2].each { |n| safe += n.to_s }\nReport.where("id IN (#{safe})")`;
    expect(lines(body)).toEqual([5]);
  });

  it('cross-file: module functions, service objects (Foo.call / Foo.new(x).call), concerns and helpers', () => {
    const support = `module SqlSupport\n  def self.eq(col, v)\n    "#{col} = '#{v}'"\n  end\n\n  def self.digits(v)\n    v.to_s.gsub(/\\D/, "")\n  end\nend\n`;
    const service = `class ArchiveService\n  def self.call(*args)\n    new(*args).call\n  end\n\n  def initialize(name)\n    @name = name\n  end\n\n  def call\n    system("tar czf #{@name}.tgz data")\n  end\nend\n`;
    const concern = `module Filtering\n  extend ActiveSupport::Concern\n\n  def sort_clause(col)\n    col.to_s.gsub(/[^a-z_]/, "")\n  end\n\n  def raw_clause(col)\n    "ORDER BY " + col\n  end\nend\n`;
    const ctrl = `require_relative "../lib/sql_support"\n\nclass ReportsController < ApplicationController\n  include Filtering\n\n  def index\n    a = Report.where(SqlSupport.eq("owner", params[:owner]))\n    b = Report.where("id = " + SqlSupport.digits(params[:id]))\n    ArchiveService.call(params[:name])\n    ArchiveService.new(params[:name]).call\n    ArchiveService.new("reports").call\n    c = Report.order(sort_clause(params[:sort]))\n    d = Report.find_by_sql("SELECT * FROM reports " + raw_clause(params[:sort]))\n    render json: a + b + c + d\n  end\nend\n`;
    const found = scanProject([
      { path: 'lib/sql_support.rb', language: 'ruby', source: support },
      { path: 'app/services/archive_service.rb', language: 'ruby', source: service },
      { path: 'app/controllers/concerns/filtering.rb', language: 'ruby', source: concern },
      { path: 'app/controllers/reports_controller.rb', language: 'ruby', source: ctrl },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`))].sort()).toEqual([
      'app/controllers/reports_controller.rb:13:rb.sql-injection',
      'app/controllers/reports_controller.rb:7:rb.sql-injection',
      'app/services/archive_service.rb:11:rb.command-injection',
    ]);
  });
  it('redirect_to a model instance built or found from params is its own route; its text fields are not', () => {
    const body = [
      `    @post = Post.new(params.require(:post).permit(:title, :link))`,
      `    redirect_to @post`,
      `    post = Post.find(params[:id]); post.update(params.require(:post).permit(:title))`,
      `    redirect_to post, notice: "ok"`,
      `    made = current_user.posts.create!(params.require(:post).permit(:title))`,
      `    redirect_to made`,
      `    redirect_to @post.link, allow_other_host: true`,
      `    redirect_to params[:url], allow_other_host: true`,
      `    redirect_to "http://#{params[:host]}/x", allow_other_host: true`,
      `    s = String.new(params[:url])`,
      `    redirect_to s, allow_other_host: true`,
      `    link = params[:links].find { |l| l.start_with?("https://") }`,
      `    redirect_to link, allow_other_host: true`,
      `    draft = Post.new(title: "x", link: params[:link])`,
      `    redirect_to draft.link, allow_other_host: true`,
      `    redirect_to draft`,
    ].join('\n');
    expect(lines(body)).toEqual([9, 10, 11, 13, 15, 17]);
  });
});
