// The contract keeps these beside their schemas rather than in `@shop/contract/values`, so
// importing them brings the schema library into this page's chunk; they are taken here, in
// one place, so that moving them costs one line.
export {
  DEVICE_LABEL_MAX,
  NOTIFY_EVENT_LABELS,
  NOTIFY_EVENTS,
  PAYMENT_INSTRUCTIONS_MAX,
  SELLER_NAME_MAX,
} from '@shop/contract';
