require 'nokogiri'

def import(xml)
  # vigil: rb.xxe-parser
  Nokogiri::XML(xml) { |config| config.strict.noent }
end

def import_opts(xml)
  # vigil: rb.xxe-parser
  Nokogiri::XML(xml, nil, nil, Nokogiri::XML::ParseOptions::NOENT)
end

def import_safe(xml)
  # vigil-ok: rb.xxe-parser
  Nokogiri::XML(xml) { |config| config.strict.nonet }
end
