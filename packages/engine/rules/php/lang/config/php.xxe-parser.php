<?php
function import_feed(string $xml) {
    // vigil: php.xxe-parser
    libxml_disable_entity_loader(false);
    // vigil: php.xxe-parser
    return simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_NOENT);
}

function import_doc(string $xml): DOMDocument {
    $doc = new DOMDocument();
    // vigil: php.xxe-parser
    $doc->loadXML($xml, LIBXML_DTDLOAD | LIBXML_NONET);
    return $doc;
}

function import_safe(string $xml) {
    // vigil-ok: php.xxe-parser
    return simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_NONET);
}
