<?php
// Status messages built with sprintf(): numeric conversions print a number whatever the argument
// holds; `%s` prints the argument itself. The format may come from a translation call.

function __($text, $domain = 'default')
{
    return $text;
}

function _n($single, $plural, $number, $domain = 'default')
{
    return $number == 1 ? $single : $plural;
}

if (isset($_GET['skipped'])) {
    $msg = sprintf(
        _n('%d file was skipped.', '%d files were skipped.', $_GET['skipped']),
        $_GET['skipped']
    );
    // vigil-ok: php.xss
    echo '<div class="notice">' . $msg . '</div>';
}

if (isset($_GET['ratio'])) {
    // vigil-ok: php.xss
    echo sprintf(__('Compressed to %.1f%% (%x blocks).', 'files'), $_GET['ratio'], $_GET['ratio']);
}

if (isset($_GET['name'])) {
    // vigil: php.xss
    echo sprintf(__('Uploaded %s.', 'files'), $_GET['name']);
    // the name at %1$s, the count at %2$d
    // vigil: php.xss
    echo sprintf(__('%2$d copies of %1$s.', 'files'), $_GET['name'], $_GET['count'] ?? 0);
    // vigil-ok: php.xss
    echo sprintf(__('%1$d copies of %2$s.', 'files'), $_GET['count'] ?? 0, 'report.pdf');
}

// the singular and plural disagree on the conversion: the argument may be printed as text
if (isset($_GET['who'])) {
    // vigil: php.xss
    echo sprintf(_n('%s left.', '%d left.', 2), $_GET['who']);
}
