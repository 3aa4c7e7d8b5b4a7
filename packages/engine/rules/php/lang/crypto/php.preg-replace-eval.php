<?php
function upper_words(string $text): string {
    // vigil: php.preg-replace-eval
    return preg_replace('/\b(\w)/e', 'strtoupper("$1")', $text);
}

function expand_vars(string $tpl): string {
    // vigil: php.preg-replace-eval
    return preg_replace("#\{(\w+)\}#ie", '$GLOBALS["$1"]', $tpl);
}

function upper_words_safe(string $text): string {
    // vigil-ok: php.preg-replace-eval
    return preg_replace_callback('/\b(\w)/', fn ($m) => strtoupper($m[1]), $text);
}

function strip_tags_ci(string $html): string {
    // modifiers i and s only: the e in the pattern body is not a modifier
    // vigil-ok: php.preg-replace-eval
    return preg_replace('#</?textarea[^>]*>#is', '', $html);
}

function slug(string $s): string {
    // vigil-ok: php.preg-replace-eval
    return preg_replace('/[^a-z0-9]+/', '-', strtolower($s));
}
